import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAttributes } from '../../../lib/supabase.ts';
import { toast } from '../../../lib/toast.ts';
import { DARK_MODE_CHOSEN } from '../../../lib/auth.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supabase } from '../../../lib/supabase.ts';

/**
 * A profile update (docs/product/accounts.md "Password and profile rules": one kind of change at a time: password or dark mode). The
 * server's user replaces the cached one; success and failure are toasts.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: UserAttributes) => {
      const { data, error } = await supabase().auth.updateUser(attributes);
      if (error) throw new Error(error.message);
      // The first choice of dark mode is recorded, so that it applies at every later login
      // (a profile update carries one kind of change, so the flag goes in a second one).
      const darkMode = (attributes.data as Record<string, unknown> | undefined)?.['darkMode'];
      if (typeof darkMode === 'boolean' && data.user.user_metadata[DARK_MODE_CHOSEN] !== true) {
        const chosen = await supabase().auth.updateUser({ data: { [DARK_MODE_CHOSEN]: true } });
        if (chosen.error) throw new Error(chosen.error.message);
        return chosen.data.user;
      }
      return data.user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(), user);
      toast.success('Settings saved.');
    },
    onError: (error) => toast.error(error.message),
  });
}
