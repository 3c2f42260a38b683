/** Every journey in Gecko: Debian's Firefox ESR over WebDriver BiDi (support/firefox-driver.ts). */
import { firefoxLauncher } from './support/firefox-driver.js';
import { runJourneys } from './support/run-journeys.js';

runJourneys(firefoxLauncher());
