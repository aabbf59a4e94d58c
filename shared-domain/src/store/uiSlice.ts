// Cross-cutting UI state (spec 2 §3 "UI state", §4 transitions): cart sidebar, dropdown, modal, push modal, review
// modals, mobile nav. Opening the mobile nav closes the cart; opening the modal closes the sidebar.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SIDEBAR_VIEWS = { cart: 'CART_VIEW' } as const;
export const MODAL_VIEWS = { login: 'LOGIN_VIEW' } as const;

/** Open-ended so areas can add views; the defaults are the spec's CART_VIEW and LOGIN_VIEW. */
export type SidebarView = (typeof SIDEBAR_VIEWS)[keyof typeof SIDEBAR_VIEWS] | (string & {});
export type ModalView = (typeof MODAL_VIEWS)[keyof typeof MODAL_VIEWS] | (string & {});

export interface ReviewModalState {
  /** The photo modal (grid and single photo). */
  open: boolean;
  /** Individual mode: one review only, no cross-review navigation (desktop). */
  individualOpen: boolean;
  /** Individual mode on mobile (full-screen viewer). */
  individualMobileOpen: boolean;
  reviewModalId: string | null;
  initialReviewImageIndex: number;
  reviewIndex: number;
}

export interface UiState {
  sidebarOpen: boolean;
  sidebarView: SidebarView;
  dropdownOpen: boolean;
  modalOpen: boolean;
  modalView: ModalView;
  pushModalOpen: boolean;
  reviewModal: ReviewModalState;
  mobileNavOpen: boolean;
  /** Drill-down level of the mobile drawer: 1 category, 2 collection, 3 product (spec 2 §2). */
  mobileNavLevel: number;
  focusOnMobileSearch: boolean;
  userAvatar: string | null;
}

export const initialReviewModalState: ReviewModalState = {
  open: false,
  individualOpen: false,
  individualMobileOpen: false,
  reviewModalId: null,
  initialReviewImageIndex: 0,
  reviewIndex: 0,
};

export const initialUiState: UiState = {
  sidebarOpen: false,
  sidebarView: SIDEBAR_VIEWS.cart,
  dropdownOpen: false,
  modalOpen: false,
  modalView: MODAL_VIEWS.login,
  pushModalOpen: false,
  reviewModal: initialReviewModalState,
  mobileNavOpen: false,
  mobileNavLevel: 1,
  focusOnMobileSearch: false,
  userAvatar: null,
};

export interface OpenReviewModalPayload {
  reviewId: string;
  imageIndex?: number;
  reviewIndex?: number;
  /** 'desktop' | 'mobile' individual mode; omitted for the cross-review photo modal. */
  individual?: 'desktop' | 'mobile';
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    openSidebar(state, action: PayloadAction<SidebarView | undefined>) {
      state.sidebarOpen = true;
      if (action.payload) state.sidebarView = action.payload;
    },
    closeSidebar(state) {
      state.sidebarOpen = false;
    },
    toggleSidebar(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    setSidebarView(state, action: PayloadAction<SidebarView>) {
      state.sidebarView = action.payload;
    },
    openDropdown(state) {
      state.dropdownOpen = true;
    },
    closeDropdown(state) {
      state.dropdownOpen = false;
    },
    openModal(state, action: PayloadAction<ModalView | undefined>) {
      state.modalOpen = true;
      if (action.payload) state.modalView = action.payload;
      state.sidebarOpen = false;
    },
    closeModal(state) {
      state.modalOpen = false;
    },
    setModalView(state, action: PayloadAction<ModalView>) {
      state.modalView = action.payload;
    },
    openPushModal(state) {
      state.pushModalOpen = true;
    },
    closePushModal(state) {
      state.pushModalOpen = false;
    },
    openReviewModal(state, action: PayloadAction<OpenReviewModalPayload>) {
      const { reviewId, imageIndex = 0, reviewIndex = state.reviewModal.reviewIndex, individual } = action.payload;
      state.reviewModal.open = !individual;
      state.reviewModal.individualOpen = individual === 'desktop';
      state.reviewModal.individualMobileOpen = individual === 'mobile';
      state.reviewModal.reviewModalId = reviewId;
      state.reviewModal.initialReviewImageIndex = imageIndex;
      state.reviewModal.reviewIndex = reviewIndex;
    },
    /** Closes every review modal; the id and indexes stay until resetReviewModal (the view calls it 500 ms later). */
    closeReviewModal(state) {
      state.reviewModal.open = false;
      state.reviewModal.individualOpen = false;
      state.reviewModal.individualMobileOpen = false;
    },
    resetReviewModal(state) {
      state.reviewModal.reviewModalId = null;
      state.reviewModal.initialReviewImageIndex = 0;
      state.reviewModal.reviewIndex = 0;
    },
    setReviewPosition(state, action: PayloadAction<{ reviewId?: string; reviewIndex: number; imageIndex: number }>) {
      if (action.payload.reviewId !== undefined) state.reviewModal.reviewModalId = action.payload.reviewId;
      state.reviewModal.reviewIndex = action.payload.reviewIndex;
      state.reviewModal.initialReviewImageIndex = action.payload.imageIndex;
    },
    openMobileNav(state) {
      state.mobileNavOpen = true;
      state.sidebarOpen = false;
    },
    closeMobileNav(state) {
      state.mobileNavOpen = false;
      state.mobileNavLevel = 1;
    },
    toggleMobileNav(state) {
      if (state.mobileNavOpen) {
        state.mobileNavOpen = false;
        state.mobileNavLevel = 1;
      } else {
        state.mobileNavOpen = true;
        state.sidebarOpen = false;
      }
    },
    setMobileNavLevel(state, action: PayloadAction<number>) {
      state.mobileNavLevel = Math.max(1, Math.floor(action.payload));
    },
    setFocusOnMobileSearch(state, action: PayloadAction<boolean>) {
      state.focusOnMobileSearch = action.payload;
    },
    setUserAvatar(state, action: PayloadAction<string | null>) {
      state.userAvatar = action.payload;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectSidebarView: (state) => state.sidebarView,
    selectModalOpen: (state) => state.modalOpen,
    selectModalView: (state) => state.modalView,
    selectMobileNavOpen: (state) => state.mobileNavOpen,
    selectMobileNavLevel: (state) => state.mobileNavLevel,
    selectPushModalOpen: (state) => state.pushModalOpen,
    selectReviewModal: (state) => state.reviewModal,
    selectDropdownOpen: (state) => state.dropdownOpen,
  },
});

export const {
  openSidebar,
  closeSidebar,
  toggleSidebar,
  setSidebarView,
  openDropdown,
  closeDropdown,
  openModal,
  closeModal,
  setModalView,
  openPushModal,
  closePushModal,
  openReviewModal,
  closeReviewModal,
  resetReviewModal,
  setReviewPosition,
  openMobileNav,
  closeMobileNav,
  toggleMobileNav,
  setMobileNavLevel,
  setFocusOnMobileSearch,
  setUserAvatar,
} = uiSlice.actions;

export const {
  selectSidebarOpen,
  selectSidebarView,
  selectModalOpen,
  selectModalView,
  selectMobileNavOpen,
  selectMobileNavLevel,
  selectPushModalOpen,
  selectReviewModal,
  selectDropdownOpen,
} = uiSlice.selectors;
