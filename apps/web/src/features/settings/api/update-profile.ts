import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAttributes } from '../../../lib/supabase.ts';
import { toast } from '../../../lib/toast.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { supabase } from '../../../lib/supabase.ts';

/**
 * A profile update (spec §5: one kind of change at a time: password or dark mode). The
 * server's user replaces the cached one; success and failure are toasts.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: UserAttributes) => {
      const { data, error } = await supabase().auth.updateUser(attributes);
      if (error) throw new Error(error.message);
      return data.user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(), user);
      toast.success('Settings saved.');
    },
    onError: (error) => toast.error(error.message),
  });
}
