/** The games proxy's messages for people (every error body has a readable `message`). */
export const MESSAGES = {
  serviceDown: 'The games service is not answering right now. Please try again in a moment.',
  busy: 'Too many requests are waiting for the games service. Please try again in a few seconds.',
  visitorBusy: 'You have asked the games service for a lot in a short time. Please wait a few seconds and try again.',
  gameNotFound: 'game not found',
  thumbnailNotFound: 'No thumbnail is known for this game.',
  screenshotNotFound: 'No screenshot is known under this id.',
  screenshotFailed: 'The screenshot could not be fetched from the games service right now. Please try again in a moment.',
  thumbnailFailed: 'The thumbnail could not be fetched from the games service right now. Please try again in a moment.',
} as const;

/** For a list the service refused although we sent only values it documents. */
export const LIST_REFUSED = 'The games service could not give this list right now. Please try another choice or try again later.';
