import { fetchSignupMode } from '../../api/auth';
import { useLoad } from '../useRequest';

/** The server's sign-up mode, once asked: the route asks with the page's code (preloadSignupMode). */
let known: boolean | undefined;

/** Asks whether sign-up is open beside the page's code, so the call to action is right from its first drawing. */
export function preloadSignupMode(): Promise<unknown> {
  return fetchSignupMode().then(
    (reply) => {
      known = reply.mode === 'open';
    },
    () => undefined,
  );
}

/** Whether this Sprout lets people sign up in the web (SIGNUP=open); undefined until the server says. */
export function useSignupMode(): boolean | undefined {
  const mode = useLoad(fetchSignupMode, known === undefined ? 'signup' : null);
  return known ?? (mode.data ? mode.data.mode === 'open' : undefined);
}
