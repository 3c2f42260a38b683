/** Every journey in WebKit: Debian's WebKitGTK MiniBrowser over classic WebDriver under Xvfb (support/webkit-driver.ts). */
import { runJourneys } from './support/run-journeys.js';
import { webkitLauncher } from './support/webkit-driver.js';

runJourneys(webkitLauncher());
