import { options } from 'preact';

// React runs the effects of a click or key press before the browser handles the next input; Preact waits
// for the next animation frame, so a key pressed right after opening a menu could reach the page before the
// menu's key listener exists (input outranks timers and frames in the browser's queue). Running effects
// right after the render that caused them, as React does for input, keeps that order.
options.requestAnimationFrame = (flush) => {
  queueMicrotask(flush);
};
