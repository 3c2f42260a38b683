/** Our own word lists for demo developers and publishers ("Copperleaf Interactive"). */

export const COMPANY_HEADS = [
  'Bright', 'North', 'Lantern', 'Copper', 'Pale', 'Kestrel', 'Blue', 'Tall', 'Quiet', 'Red', 'Salt',
  'Iron', 'Hollow', 'Cloud', 'Paper', 'Silver', 'Moss', 'Amber', 'Little', 'Wide', 'Fox', 'Owl',
] as const;

export const COMPANY_TAILS = [
  'forge', 'wind', 'fish', 'leaf', 'harbor', 'works', 'pine', 'bird', 'stone', 'kite', 'gate',
  'field', 'lake', 'crow', 'mill', 'brook', 'spark', 'wolf',
] as const;

export const COMPANY_KINDS = [
  'Studios', 'Interactive', 'Games', 'Entertainment', 'Software', 'Digital', 'Labs', 'Playworks',
] as const;

export const COMPANY_SUFFIXES = ['', '', '', '', ' Ltd.', ' Inc.', ' Co., Ltd.', ' GmbH', ' S.A.'] as const;

/** The one publisher with a fullwidth ampersand (UPSTREAM.md quirk 5). */
export const FULLWIDTH_PUBLISHER = 'M＆T Playworks Co., Ltd.';
