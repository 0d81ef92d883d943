import { chooseRequirementFiles } from './requirementFiles';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('files chosen for a requirement', () => {
  it('keeps the acceptable files and refuses the others, each with its reason', () => {
    const good = file('Акт.pdf');
    const scan = file('скан.JPG');
    const choice = chooseRequirementFiles([good, file('setup.exe'), file('пустой.pdf', 0), scan, file('../Акт.pdf')]);
    expect(choice.accepted).toEqual([good, scan]);
    expect(choice.refusals).toEqual([
      'Файл «setup.exe» не загружен: допустимые форматы — pdf, xml, xlsx, xls, doc, docx, jpg, jpeg, png, zip, sig.',
      'Файл «пустой.pdf» пуст.',
      'Файл «../Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\».',
    ]);
  });

  it('refuses a file over 20 MB', () => {
    const big = { name: 'большой.pdf', size: 20 * 1024 * 1024 + 1 } as File;
    expect(chooseRequirementFiles([big])).toEqual({ accepted: [], refusals: ['Файл «большой.pdf» больше 20 МБ.'] });
  });

  it('takes nothing from nothing', () => {
    expect(chooseRequirementFiles([])).toEqual({ accepted: [], refusals: [] });
  });
});
