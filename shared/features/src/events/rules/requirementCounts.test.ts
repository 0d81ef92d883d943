import { countRequirements, isMissing, isUploaded } from './requirementCounts';

const requirement = (files: number, required: boolean) => ({ files: Array.from({ length: files }, (_, index) => ({ id: index + 1, name: `f${index}.pdf` })), documentType: { name: 'Документ', required } });

describe('requirement counting (spec §4)', () => {
  it.each([
    ['required with a file', 1, true, true, false],
    ['required with two files', 2, true, true, false],
    ['required without a file', 0, true, false, true],
    ['optional with a file', 1, false, true, false],
    ['optional without a file', 0, false, false, false],
  ])('%s: uploaded %s, missing %s', (_name, files, required, uploaded, missing) => {
    expect(isUploaded(requirement(files, required))).toBe(uploaded);
    expect(isMissing(requirement(files, required))).toBe(missing);
  });

  it.each([
    [[], { uploaded: 0, missing: 0 }],
    [[requirement(1, true), requirement(0, true), requirement(0, false)], { uploaded: 1, missing: 1 }],
    [[requirement(0, true), requirement(0, true)], { uploaded: 0, missing: 2 }],
    [[requirement(3, false), requirement(1, true)], { uploaded: 2, missing: 0 }],
  ])('counts %j as %j', (requirements, expected) => {
    expect(countRequirements(requirements)).toEqual(expected);
  });
});
