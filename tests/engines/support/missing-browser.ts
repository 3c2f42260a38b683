/** The error a run gives when an engine's binary is not installed: what is missing and how to install it. */
const INSTALL_COMMAND = 'sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb';

export function missingBrowser(engine: string, path: string, debianPackage: string): Error {
  return new Error(`${engine} is not installed: ${path} is missing. The cross-engine journeys need Debian's ${debianPackage}: \`${INSTALL_COMMAND}\`.`);
}
