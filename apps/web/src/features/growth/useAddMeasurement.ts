import { useState } from 'react';

/** Whether the growth page's "add a measurement" dialog (a height or weight with no photo) is open. */
export function useAddMeasurement() {
  const [opened, setOpened] = useState(false);
  return { opened, open: () => setOpened(true), close: () => setOpened(false) };
}
