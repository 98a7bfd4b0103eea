import { startServer } from './main.js';

startServer();
