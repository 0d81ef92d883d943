/** A file the code under test handed to the browser through saveFile. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Test helper: records what reaches the user as a download (jsdom has no object URLs and no downloads). Returns the
 * list it fills; `restore` puts jsdom back.
 */
export function captureSavedFiles(): { files: SavedFile[]; restore: () => void } {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:saved-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) files.push({ name: this.download, blob });
  });
  return {
    files,
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
