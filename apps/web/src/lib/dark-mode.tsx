import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from './supabase.ts';
import { applyStoredDarkMode, initialDarkMode } from './dark-mode-storage.ts';

interface DarkModeState {
  isDark: boolean;
  /** Switches the theme at once, stores it in the browser and in user_metadata.darkMode. */
  setDark: (isDark: boolean) => Promise<void>;
}

const DarkModeContext = createContext<DarkModeState | null>(null);

export function DarkModeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [isDark, setIsDark] = useState(initialDarkMode);

  const setDark = useCallback(
    async (next: boolean) => {
      setIsDark(next);
      applyStoredDarkMode(next);
      const { data, error } = await supabase().auth.updateUser({ data: { darkMode: next } });
      if (error) {
        toast.error(error.message);
        return;
      }
      queryClient.setQueryData(['user'], data.user);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      toast.success('Settings saved.');
    },
    [queryClient],
  );

  const value = useMemo(() => ({ isDark, setDark }), [isDark, setDark]);
  return <DarkModeContext.Provider value={value}>{children}</DarkModeContext.Provider>;
}

export function useDarkMode(): DarkModeState {
  const state = useContext(DarkModeContext);
  if (!state) throw new Error('useDarkMode is used outside its DarkModeProvider.');
  return state;
}
