import { fetchSignupMode } from '../api/auth';
import { useLoad } from './useRequest';

/** Whether this Sprout lets people sign up in the web (SIGNUP=open); undefined until the server says. */
export function useSignupOpen(): boolean | undefined {
  const mode = useLoad(fetchSignupMode, 'signup');
  return mode.data ? mode.data.mode === 'open' : undefined;
}
