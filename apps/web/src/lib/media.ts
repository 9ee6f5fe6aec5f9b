/** The URL of an uploaded file (avatar, logo) from its media path and the site's mediaRoot. */
export function mediaUrl(path: string | null | undefined, mediaRoot: string): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${mediaRoot.replace(/\/$/, '')}/${path}`;
}
