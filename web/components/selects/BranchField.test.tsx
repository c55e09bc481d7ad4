// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BranchField, branchLabel } from './BranchField';

afterEach(cleanup);

const jkt = { ORG_ID: 101, BRANCH_CODE: 'JKT', BRANCH_DESC: 'JAKARTA' };
const bks = { ORG_ID: 101, BRANCH_CODE: 'BKS', BRANCH_DESC: 'BEKASI' };

describe('BranchField', () => {
  it('chooses the only branch of a branch user by itself', () => {
    const onChange = vi.fn();
    render(<BranchField branches={[bks]} value="" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(bks);
  });

  it('leaves the choice to the user when there are several, or one is chosen', () => {
    const onChange = vi.fn();
    render(<BranchField branches={[bks, jkt]} value="" onChange={onChange} />);
    render(<BranchField branches={[bks]} value="BKS" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names ALL BRANCH by itself and other branches by code and name', () => {
    expect(branchLabel({ ORG_ID: -1, BRANCH_CODE: '0', BRANCH_DESC: 'ALL BRANCH' })).toBe('ALL BRANCH');
    expect(branchLabel(jkt)).toBe('JKT - JAKARTA');
  });
});
