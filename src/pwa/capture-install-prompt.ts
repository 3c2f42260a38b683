// PLACEHOLDER, replaced by the PWA work: keeps the beforeinstallprompt event for the install button.
export {};
