import type { Access } from 'payload';

/** Everyone, signed in or not (media files, site settings). */
export const anyone: Access = () => true;
