import type { DebtorOption } from '../../dictionaries/contractFilters';
import type { ReportDefinition } from '../rules/reportDefinitions';
import type { ReportState } from '../rules/reportUrl';
import { SelectFilter } from './SelectFilter';
import { TextFilter } from './TextFilter';

interface ReportFiltersProps {
  definition: ReportDefinition;
  state: ReportState;
  update: (change: Partial<ReportState>) => void;
  debtors: { options: DebtorOption[]; loading: boolean };
}

/** Spec §3: debtPaym options with their values. */
const DEBT_PAYM_OPTIONS = [
  { value: 'false', label: 'Не отображать' },
  { value: 'true', label: 'Отображать' },
];

const REGRESS_OPTIONS = [
  { value: '', label: 'Все' },
  { value: 'true', label: 'С регрессом' },
  { value: 'false', label: 'Без регресса' },
];

/** The filters the shown report takes (spec §3), each written to the URL. */
export function ReportFilters({ definition, state, update, debtors }: ReportFiltersProps) {
  return (
    <>
      {definition.filters.map((control) => {
        switch (control) {
          case 'debtorId':
            return (
              <SelectFilter
                key={control}
                label="Дебитор"
                disabled={debtors.loading}
                value={state.debtorId === null ? '' : String(state.debtorId)}
                options={debtors.options.map((option) => ({ value: option.debtorId === null ? '' : String(option.debtorId), label: option.label }))}
                onChange={(value) => update({ debtorId: value === '' ? null : Number(value) })}
              />
            );
          case 'contractNum':
            return <TextFilter key={control} label="Номер договора" value={state.contractNum} onCommit={(contractNum) => update({ contractNum })} />;
          case 'contractName':
            return <TextFilter key={control} label="Наименование договора" value={state.contractName} onCommit={(contractName) => update({ contractName })} />;
          case 'debtPaym':
            return <SelectFilter key={control} label="Оплаченные поставки" value={String(state.debtPaym)} options={DEBT_PAYM_OPTIONS} onChange={(value) => update({ debtPaym: value === 'true' })} />;
          case 'regress':
            return (
              <SelectFilter
                key={control}
                label="Регресс"
                value={state.regress === null ? '' : String(state.regress)}
                options={REGRESS_OPTIONS}
                onChange={(value) => update({ regress: value === '' ? null : value === 'true' })}
              />
            );
        }
      })}
    </>
  );
}
