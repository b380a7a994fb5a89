import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./query";

/** Saves the profile; the names everywhere on the page follow once the server has them. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation(
    api.profile.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(api.profile.get.queryFilter()),
    }),
  );
}
