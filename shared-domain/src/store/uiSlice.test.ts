import {
  closeMobileNav,
  closeReviewModal,
  initialUiState,
  openModal,
  openMobileNav,
  openReviewModal,
  openSidebar,
  resetReviewModal,
  setMobileNavLevel,
  toggleMobileNav,
  uiSlice,
} from './uiSlice';

const reduce = uiSlice.reducer;

describe('ui slice', () => {
  it('has the spec defaults: CART_VIEW and LOGIN_VIEW, everything closed', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toEqual(initialUiState);
    expect(state.sidebarView).toBe('CART_VIEW');
    expect(state.modalView).toBe('LOGIN_VIEW');
    expect(state.sidebarOpen).toBe(false);
    expect(state.mobileNavOpen).toBe(false);
  });

  it('opening the mobile nav closes the cart', () => {
    let state = reduce(initialUiState, openSidebar());
    expect(state.sidebarOpen).toBe(true);
    state = reduce(state, openMobileNav());
    expect(state.mobileNavOpen).toBe(true);
    expect(state.sidebarOpen).toBe(false);
  });

  it('toggling the mobile nav open also closes the cart; closing resets the drill-down to level 1', () => {
    let state = reduce(reduce(initialUiState, openSidebar()), toggleMobileNav());
    expect(state).toMatchObject({ mobileNavOpen: true, sidebarOpen: false });
    state = reduce(state, setMobileNavLevel(3));
    expect(state.mobileNavLevel).toBe(3);
    state = reduce(state, toggleMobileNav());
    expect(state).toMatchObject({ mobileNavOpen: false, mobileNavLevel: 1 });
    state = reduce(reduce(reduce(state, openMobileNav()), setMobileNavLevel(2)), closeMobileNav());
    expect(state).toMatchObject({ mobileNavOpen: false, mobileNavLevel: 1 });
  });

  it('opening the modal closes the sidebar and can switch the view', () => {
    let state = reduce(initialUiState, openSidebar());
    state = reduce(state, openModal());
    expect(state).toMatchObject({ modalOpen: true, sidebarOpen: false, modalView: 'LOGIN_VIEW' });
    state = reduce(state, openModal('SIGNUP_VIEW'));
    expect(state.modalView).toBe('SIGNUP_VIEW');
  });

  it('opens the sidebar on a given view', () => {
    const state = reduce(initialUiState, openSidebar('CART_VIEW'));
    expect(state).toMatchObject({ sidebarOpen: true, sidebarView: 'CART_VIEW' });
  });

  it('review modal: closing keeps the id until reset', () => {
    let state = reduce(initialUiState, openReviewModal({ reviewId: 'r1', imageIndex: 2, reviewIndex: 4 }));
    expect(state.reviewModal).toMatchObject({
      open: true,
      reviewModalId: 'r1',
      initialReviewImageIndex: 2,
      reviewIndex: 4,
    });
    state = reduce(state, closeReviewModal());
    expect(state.reviewModal).toMatchObject({ open: false, reviewModalId: 'r1' });
    state = reduce(state, resetReviewModal());
    expect(state.reviewModal).toMatchObject({ reviewModalId: null, initialReviewImageIndex: 0, reviewIndex: 0 });
  });

  it('review modal individual modes', () => {
    const desktop = reduce(initialUiState, openReviewModal({ reviewId: 'r', individual: 'desktop' }));
    expect(desktop.reviewModal).toMatchObject({ open: false, individualOpen: true, individualMobileOpen: false });
    const mobile = reduce(initialUiState, openReviewModal({ reviewId: 'r', individual: 'mobile' }));
    expect(mobile.reviewModal).toMatchObject({ open: false, individualOpen: false, individualMobileOpen: true });
  });
});
