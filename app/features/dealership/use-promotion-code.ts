import { useEffect, useRef, useState } from 'react';
import { promotionDiscountOn } from '#domain/catalogue/pricing';
import type { PublicPromotion } from '#domain/catalogue/promotions';
import { withQuery } from '#domain/shared/url-query';
import { ApiRefusal, call, DEALERSHIP_API } from './operation-api';

export interface PromotionTarget {
  brand_id: number;
  family: string;
  chassis: string;
}

const discoverPromotion = (target: PromotionTarget) =>
  call<PublicPromotion | null>(withQuery(DEALERSHIP_API.discoverPromotion, { ...target }));

const checkPromotionCode = (code: string, target: PromotionTarget) =>
  call<PublicPromotion>(withQuery(DEALERSHIP_API.promotion, { code, ...target }));

/** docs/product.md §9: the code is checked 900 ms after the buyer stops typing it. */
export const PROMOTION_CHECK_DELAY_MS = 900;

/** docs/product.md §4 promotion code: requested (checking), successful (promotion set), failed (promotion null). */
export type PromotionState = 'idle' | 'requested' | 'successful' | 'failed';

/**
 * The confirmation page's discount code: the promotion available for the unit is discovered on load and filled in;
 * a typed code is checked after the pause. A refused code shows the server's reason (out of scope, expired…); a
 * check that could not run leaves the failed state without a message (docs/product.md §8). Whatever the buyer types,
 * the discovered promotion applies while no typed code does (docs/product.md §9 codes and offers).
 */
export function usePromotionCode(target: PromotionTarget, price: number) {
  const [code, setCode] = useState('');
  const [state, setState] = useState<PromotionState>('idle');
  const [checked, setChecked] = useState<PublicPromotion | null>(null);
  const [discovered, setDiscovered] = useState<PublicPromotion | null>(null);
  const [reason, setReason] = useState('');
  const typed = useRef(false);
  const request = useRef(0);
  const { brand_id, family, chassis } = target;

  // docs/product.md §4 discovery: requested, successful. A code the buyer already typed stays in the field.
  useEffect(() => {
    let active = true;
    discoverPromotion({ brand_id, family, chassis }).then(
      (found) => {
        if (!active || !found) return;
        setDiscovered(found);
        if (!typed.current) setCode(found.code);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      active = false;
    };
  }, [brand_id, family, chassis]);

  useEffect(() => {
    if (!typed.current) return;
    const trimmed = code.trim();
    const id = ++request.current;
    setReason('');
    setChecked(null);
    if (trimmed === '') {
      setState('idle');
      return;
    }
    const timer = setTimeout(() => {
      setState('requested');
      checkPromotionCode(trimmed, { brand_id, family, chassis }).then(
        (found) => {
          if (id !== request.current) return;
          setChecked(found);
          setState('successful');
        },
        (error: unknown) => {
          if (id !== request.current) return;
          setState('failed');
          if (error instanceof ApiRefusal && (error.status === 404 || error.status === 400))
            setReason(error.message);
          else console.error(error);
        },
      );
    }, PROMOTION_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, brand_id, family, chassis]);

  const applied = checked ?? discovered;
  return {
    code,
    type(next: string) {
      typed.current = true;
      setCode(next);
    },
    state,
    reason,
    /** The promotion on the price: the typed code once the server accepted it, else the discovered one. */
    applied,
    discount: applied ? promotionDiscountOn(applied, price) : 0,
  };
}
