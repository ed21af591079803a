// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// The tenant's allow-list of verified wallets, after ERC-3643's identity registry: the platform's
/// agent registers a wallet once its owner passed KYC and proved the wallet theirs by a signature,
/// and every security token of the tenant asks it before a wallet may hold or receive.
contract IdentityRegistry is AccessControl {
    bytes32 public constant AGENT_ROLE = keccak256("AGENT_ROLE");

    mapping(address => bool) private _verified;

    event IdentityRegistered(address indexed wallet);
    event IdentityRemoved(address indexed wallet);

    constructor(address admin, address agent) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(AGENT_ROLE, agent);
    }

    function isVerified(address wallet) external view returns (bool) {
        return _verified[wallet];
    }

    function registerIdentity(address wallet) external onlyRole(AGENT_ROLE) {
        if (_verified[wallet]) return;
        _verified[wallet] = true;
        emit IdentityRegistered(wallet);
    }

    function deleteIdentity(address wallet) external onlyRole(AGENT_ROLE) {
        if (!_verified[wallet]) return;
        _verified[wallet] = false;
        emit IdentityRemoved(wallet);
    }
}
