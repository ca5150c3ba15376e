/** What the uploads module offers the other modules: the image of a multipart request, stored under its content hash. */
export { fileOf, storeImage } from './images.js';
