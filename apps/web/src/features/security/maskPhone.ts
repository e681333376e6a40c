/** A phone shown in passing: "138****0001"; anything that is not 11 digits is shown as is. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
