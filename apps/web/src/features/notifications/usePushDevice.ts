import { useCallback, useEffect, useState } from 'react';
import { subscribePush, unsubscribePush } from '../../api/notifications';
import { currentSubscription, pushSupport, subscribeDevice, type PushSupport } from './pushDevice';

/** This device's push: on or off, and turning it on or off with the browser and the server together. */
export function usePushDevice(publicKey: string | null) {
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    void currentSubscription().then((sub) => {
      if (live) setEndpoint(sub?.endpoint ?? null);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    setFailed(null);
    try {
      const sub = await subscribeDevice(publicKey);
      setSupport(pushSupport());
      if (!sub) return;
      await subscribePush(sub.toJSON());
      setEndpoint(sub.endpoint);
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailed(null);
    try {
      const sub = await currentSubscription();
      if (sub) {
        await unsubscribePush(sub.endpoint);
        await sub.unsubscribe();
      }
      setEndpoint(null);
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  }, []);

  return { support, on: endpoint !== null, busy, failed, turnOn, turnOff };
}
