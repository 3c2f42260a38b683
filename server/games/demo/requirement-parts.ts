/** Our own minimum-requirement texts for demo PC games (free text, as the service sends them). */

export const OS_TEXTS = [
  'Windows 7 64-bit', 'Windows 10', 'Windows 10 64-bit', 'Windows 8.1 / 10 / 11', 'Windows 10 or 11 (64-bit)',
];

export const PROCESSOR_TEXTS = [
  'Dual-core 2.0 GHz', 'Intel Core 2 Duo 2.4 GHz or equivalent', 'Intel Core i3-3220 / AMD FX-4300',
  'Intel Core i5-4460 or AMD Ryzen 3 1200', 'Quad-core 3.0 GHz or better',
];

export const MEMORY_TEXTS = [
  '2 GB RAM', '4 GB RAM', '6 GB RAM', '8 GB RAM', '16 GB RAM',
  '2 GB on Windows 7, 4 GB on anything newer',
];

export const GRAPHICS_TEXTS = [
  'Intel HD Graphics 4000', 'NVIDIA GeForce GTX 660 / AMD Radeon HD 7850', 'GeForce GTX 1050 Ti (4 GB)',
  'DirectX 11 card with 1 GB of video memory', 'NVIDIA GeForce GTX 970 or AMD Radeon RX 570',
];

export const STORAGE_TEXTS = ['1.5 GB', '5 GB', '12 GB available space', '25 GB available space', '60 GB SSD recommended'];
