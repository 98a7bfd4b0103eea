// The playground's language server: the Mafia services in this web worker (language/browser-main.ts).
import { startBrowserServer } from '../../language/browser-main.js';

startBrowserServer(self);
