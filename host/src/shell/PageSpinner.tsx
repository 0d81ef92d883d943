import { Flex, Progress, Spinner, Text } from '@portal/ui/chakra';

/**
 * What the start of the portal is waiting for, in order (decision 0039): on a slow line each stage takes seconds,
 * and the user sees which one is under way and how far along the start is, not a bare spinner.
 */
export const LOADING_STAGES = {
  session: { percent: 25, text: 'Проверка входа в личный кабинет' },
  user: { percent: 50, text: 'Загрузка данных пользователя' },
  cabinet: { percent: 75, text: 'Загрузка кабинета' },
  page: { percent: 90, text: 'Загрузка страницы' },
} as const;
export type LoadingStage = keyof typeof LOADING_STAGES;

/**
 * Centered spinner while the session, the user or a cabinet loads: the spec's loader text (`label`), and, for a
 * stage of the start, its name and a progress bar.
 */
export function PageSpinner({ label = 'Пожалуйста, подождите. Идёт загрузка.', stage }: { label?: string; stage?: LoadingStage }) {
  const step = stage ? LOADING_STAGES[stage] : null;
  return (
    <Flex role="status" aria-live="polite" direction="column" align="center" justify="center" gap="3" minH="50vh" data-testid="page-loading">
      <Spinner size="xl" color="brand.primary" />
      <Text color="fg.muted">{label}</Text>
      {step ? (
        <>
          <Progress.Root value={step.percent} width="min(320px, 80vw)" size="sm" aria-label={step.text}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="loading-stage">
            {step.text}…
          </Text>
        </>
      ) : null}
    </Flex>
  );
}
