import { registryName } from './registryName';

describe('registryName', () => {
  it.each([
    ['its number', { number: 'Р-1066/25', createDate: '2026-11-19' }, 'Р-1066/25'],
    ['the creation date without a number', { number: '', createDate: '2026-11-19' }, 'от 19.11.2026'],
    ['«без номера» with neither', { number: '', createDate: '' }, 'без номера'],
    ['«без номера» without a date field', { number: '' }, 'без номера'],
  ])('%s', (_case, registry, expected) => {
    expect(registryName(registry)).toBe(expected);
  });
});
