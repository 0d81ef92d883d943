import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@portal/ui/query';
import { useAuthenticated } from '../serverData/useAuthenticated';
import { fetchDesignSchema, schemaIsDark } from './serverTheme';
import { useThemeChoice } from './themeChoice';

/** Dark or light: the user's own choice, else the server's design schema, else light. */
export function useIsDark(): boolean {
  const choice = useThemeChoice();
  const queryClient = useQueryClient();
  const schema = useQuery({ queryKey: ['designschema'], queryFn: () => fetchDesignSchema(queryClient), enabled: useAuthenticated(), staleTime: Infinity });
  return choice ? choice === 'dark' : schemaIsDark(schema.data);
}

/** Puts Chakra's `dark`/`light` class and the CSS colour scheme on <html>. */
export function useApplyColorMode(dark: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
}
