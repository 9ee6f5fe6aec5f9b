import { mediaBehaviour } from './testing/media-behaviour';

// The media calls on the default storage: the local media folder (MEDIA_DIR).
mediaBehaviour('local');
