export const id = 375;
export const ids = [375];
export const modules = {

/***/ 3375:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hideBin: () => (/* reexport safe */ _build_lib_utils_process_argv_js__WEBPACK_IMPORTED_MODULE_3__.a)
/* harmony export */ });
/* unused harmony export applyExtends */
/* harmony import */ var _build_lib_utils_apply_extends_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5246);
/* harmony import */ var _build_lib_utils_process_argv_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6526);
/* harmony import */ var yargs_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5374);
/* harmony import */ var _lib_platform_shims_esm_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7993);





const applyExtends = (config, cwd, mergeExtends) => {
  return _applyExtends(config, cwd, mergeExtends, shim);
};




/***/ })

};
