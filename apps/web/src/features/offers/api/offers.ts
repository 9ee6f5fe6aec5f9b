import type {
  CreateOffer,
  Offer,
  OfferCandidates,
  OfferLink,
  OffersBoard,
  OfferTaken,
  WaitingList,
} from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { dashboardKey } from '@/lib/api/dashboard';

/*
 * The calls of offers, swaps and waiting lists (issue 25). Every write refreshes the board
 * and the dashboard (its upcoming shifts change when a shift moves).
 */

export const offerKeys = {
  all: ['offers'] as const,
  board: () => ['offers', 'board'] as const,
  candidates: (shiftId: number) => ['offers', 'candidates', shiftId] as const,
  link: (token: string) => ['offers', 'link', token] as const,
};

/** `GET /api/offers/board`: my shifts and their offers, open offers, full shifts. */
export function useOffersBoard() {
  return useQuery({
    queryKey: offerKeys.board(),
    queryFn: async ({ signal }) =>
      unwrap<OffersBoard>(await tsr.offers.board.query({ fetchOptions: { signal } })),
    staleTime: 0,
  });
}

/** `GET /api/offers/candidates?shift=`: who could take my shift (to offer or swap). */
export function useOfferCandidates(shiftId: number | null) {
  return useQuery({
    queryKey: offerKeys.candidates(shiftId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<OfferCandidates>(
        await tsr.offers.candidates.query({
          query: { shift: shiftId as number },
          fetchOptions: { signal },
        }),
      ),
    enabled: shiftId !== null,
    staleTime: 0,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: offerKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKey() }),
    ]);
}

/** `POST /api/offers`: offer a shift to the club, to a member, or as a swap. */
export function useCreateOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateOffer) =>
      unwrap<Offer>(await tsr.offers.createOffer.mutate({ body }), 201),
    onSettled: refresh,
  });
}

/** `POST /api/offers/{id}/withdraw`, `/take`, `/approve`, `/decline`. */
export function useOfferAction(action: 'withdraw' | 'take' | 'approve' | 'decline') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      const params = { params: { id } };
      switch (action) {
        case 'withdraw':
          return unwrap<Offer>(await tsr.offers.withdrawOffer.mutate(params));
        case 'take':
          return unwrap<OfferTaken>(await tsr.offers.takeOffer.mutate(params));
        case 'approve':
          return unwrap<Offer>(await tsr.offers.approveOffer.mutate(params));
        default:
          return unwrap<Offer>(await tsr.offers.declineOffer.mutate(params));
      }
    },
    onSettled: refresh,
  });
}

/** `POST`/`DELETE /api/shifts/{id}/waitlist`: join or leave a full shift's waiting list. */
export function useWaitingListPlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ shiftId, join }: { shiftId: number; join: boolean }) =>
      join
        ? unwrap<WaitingList>(await tsr.offers.joinWaitingList.mutate({ params: { id: shiftId } }))
        : unwrap<undefined>(
            await tsr.offers.leaveWaitingList.mutate({ params: { id: shiftId } }),
            204,
          ),
    onSettled: refresh,
  });
}

/** `GET /api/offers/link/{token}` (no login): the offer an accept link is for. */
export function useOfferLink(token: string) {
  return useQuery({
    queryKey: offerKeys.link(token),
    queryFn: async ({ signal }) =>
      unwrap<OfferLink>(
        await tsr.offers.offerLink.query({ params: { token }, fetchOptions: { signal } }),
      ),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
}

/** `POST /api/offers/link/{token}/accept` (no login): take it, once. */
export function useAcceptOfferLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap<OfferTaken>(await tsr.offers.acceptLink.mutate({ params: { token } })),
    onSettled: () => client.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
