/** The orders module's public face (issue 33 §5): shop orders' states, moved by staff; the app registers its routes. */
export { orderStateOf } from './orders.service.js';
