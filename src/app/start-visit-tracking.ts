/** Starts noting this device's visits for "New since your last visit"; main.tsx imports this chunk on its own, off the first route. */
import { trackVisits } from '../games/whats-new/track-visits';

trackVisits();
