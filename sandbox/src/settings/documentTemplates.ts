import type { UserRecord as User } from '../api/contract/records';
import { powerOfAttorneyXml } from './powerOfAttorneyTemplate';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface TemplateEntry {
  id: number;
  name: string;
  fileName: string;
  build(user: User): TemplateFile;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** RTF text: non-ASCII characters as \uN? escapes, so any RTF reader shows the Cyrillic. */
function rtfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (char === '\n') out += '\\par\n';
    else if (code < 128) out += char;
    else out += `\\u${code > 32767 ? code - 65536 : code}?`;
  }
  return out;
}

function edmApplication(user: User): string {
  return [
    'ЗАЯВЛЕНИЕ',
    'о подключении к электронному документообороту с факторинговой компанией',
    '',
    `Организация: ${user.shortName}`,
    `ИНН организации: ${user.innOrg}`,
    `Уполномоченное лицо: ${user.fio}, ИНН ${user.inn}`,
    `Адрес электронной почты для уведомлений: ${user.email}`,
    '',
    'Просим подключить организацию к обмену электронными документами, подписанными квалифицированной электронной подписью.',
    '',
    'Подпись ____________________   Дата ____________________',
  ].join('\n');
}

export const DOCUMENT_TEMPLATES: readonly TemplateEntry[] = [
  {
    id: 1,
    name: 'Машиночитаемая доверенность (МЧД), образец',
    fileName: 'Образец_МЧД.xml',
    build: (user) => ({
      fileName: 'Образец_МЧД.xml',
      contentType: 'application/xml; charset=utf-8',
      body: Buffer.from(powerOfAttorneyXml(user, new Date(Date.now() + YEAR_MS).toISOString().slice(0, 10)), 'utf8'),
    }),
  },
  {
    id: 2,
    name: 'Заявление о подключении к ЭДО',
    fileName: 'Заявление_о_подключении_к_ЭДО.rtf',
    build: (user) => ({
      fileName: 'Заявление_о_подключении_к_ЭДО.rtf',
      contentType: 'application/rtf',
      body: Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24\n${rtfText(edmApplication(user))}\n}\n`, 'ascii'),
    }),
  },
];

export function documentTemplateFile(id: number, user: User): TemplateFile | undefined {
  return DOCUMENT_TEMPLATES.find((entry) => entry.id === id)?.build(user);
}
