/** The access profiles, as the users form offers them and the profiles screen lists them. */
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import { call } from '../../lib/api';

export const PROFILES_KEY = 'users-profiles';

export function useProfiles() {
  return useQuery({
    queryKey: [PROFILES_KEY],
    queryFn: ({ signal }) => call(contract.users.listProfiles, {}, { signal }),
  });
}
