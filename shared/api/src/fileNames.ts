/**
 * Uploads: a file name carrying a path separator is refused by the portal and the back end alike.
 * Browsers strip paths from chosen files, but drag-and-drop or a hostile client can still send "../x.pdf" or "a\b.pdf".
 */
export function hasPathSeparator(name: string): boolean {
  return name.includes('/') || name.includes('\\');
}

/** The one Russian refusal for such a name, said the same way by the portal and the sandbox. */
export function pathInFileNameText(name: string): string {
  return `Файл «${name}» не загружен: имя файла не должно содержать символы «/» и «\\»`;
}

/** The lower-case extension after the last dot ('' when there is none). */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
