import { useSearchParams } from 'react-router';

const PARAM = 'conversation';

/** The reply thread open over the board, named in the address so a notification's link opens it. */
export function useThreadParam() {
  const [params, setParams] = useSearchParams();
  const change = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(PARAM, id);
    else next.delete(PARAM);
    setParams(next);
  };
  return { id: params.get(PARAM), open: (id: string) => change(id), close: () => change(null) };
}
