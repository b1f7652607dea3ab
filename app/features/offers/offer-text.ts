export function unitsText(count: number): string {
  return count === 1 ? '1 unidad con descuento' : `${count} unidades con descuento`;
}

export function offersText(count: number): string {
  return count === 1 ? '1 oferta' : `${count} ofertas`;
}
