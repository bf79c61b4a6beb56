import { startApp } from './lib/paint-first';

// The first script of a server-rendered page (see lib/paint-first.ts): the app's entry once the page has painted.
void startApp();
