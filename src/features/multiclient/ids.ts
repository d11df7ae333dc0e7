import { useSearchParams } from 'react-router-dom';

/** The parent (`id`), user (`userId`) and child (`childId`) the screen works on, from the query string. */
export function useIds(): { id: number; userId: number; childId: number } {
  const [params] = useSearchParams();
  const num = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return { id: num('id'), userId: num('userId'), childId: num('childId') };
}
