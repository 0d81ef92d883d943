import { saveFile } from './saveFile';

describe('saveFile', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a download link to the blob under the given name, leaves nothing in the page and frees the URL later', () => {
    jest.useFakeTimers();
    const blob = new Blob(['%PDF-1.4']);
    URL.createObjectURL = jest.fn(() => 'blob:portal/1');
    URL.revokeObjectURL = jest.fn();
    const clicked: Array<{ href: string; download: string; inPage: boolean }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });

    saveFile(blob, 'Счет 12.pdf');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'Счет 12.pdf', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    // Not at once: the browser may still read the URL after the click.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });
});
