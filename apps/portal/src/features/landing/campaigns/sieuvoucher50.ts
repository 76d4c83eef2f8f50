import { voucher50Campaign } from '../families/voucher50';

/** LAND-17, CONST-71: the voucher-50 campaign of 10/01/2024 – 29/02/2024. */
export default voucher50Campaign('sieuvoucher50', 'CONST-71');
