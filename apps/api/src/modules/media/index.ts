// What other modules may import from media (see modules/README.md, Fences).

export { logoFromSettings } from './media.service';
// For organisations' settings save, which may still replace an uploaded logo by an address.
export { useMediaCleanup } from './media-cleanup';
