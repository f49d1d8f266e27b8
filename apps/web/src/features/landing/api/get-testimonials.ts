import { testimonialsResponse } from 'virtual:response-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Praise an admin approved for the landing page; none hides the section. */
export function useTestimonials() {
  return useQuery({
    queryKey: [apiPaths.testimonials],
    queryFn: ({ signal }) =>
      requestJson('GET', apiPaths.testimonials, testimonialsResponse, { signal }),
    staleTime: 60_000,
  });
}
