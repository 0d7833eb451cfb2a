/** Select options named by their value and described for staff: "receipts:write — Nota penjualan …". */
export const describedOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: `${value} — ${label}` }))
