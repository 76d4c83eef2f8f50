import { describe, expect, it } from 'vitest';
import { environmentOf, hostOf } from './environment';

const hosts = { production: ['api.example.vn'], beta: ['https://beta-api.example.vn/'] };

describe('environment', () => {
  it('CONST-46 production host is 1, beta 2, anything else 3', () => {
    expect(environmentOf('https://api.example.vn/mobile', hosts)).toBe(1);
    expect(environmentOf('https://BETA-API.example.vn:8443', hosts)).toBe(2);
    expect(environmentOf('http://localhost:5173/api', hosts)).toBe(3);
    expect(environmentOf('', hosts)).toBe(3);
  });

  it('CONST-47 reads hosts from URLs or bare hosts', () => {
    expect(hostOf('https://user@Api.Example.vn:443/x?y#z')).toBe('api.example.vn');
    expect(hostOf('api.example.vn')).toBe('api.example.vn');
    expect(hostOf('/api/mobile')).toBe('');
  });
});
