// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IdentityRegistry} from "./IdentityRegistry.sol";

/// One issuance's permissioned security token, with ERC-3643's rules on an OpenZeppelin ERC-20:
/// only wallets the tenant's identity registry verified may hold or receive it (and, for an
/// issuance restricted to a whitelist, only those its agent allowed), the agent mints, pauses,
/// settles the board's trades and forces a transfer (recovery of a lost wallet), and one token is
/// one unit (no decimals).
contract SecurityToken is ERC20, AccessControl {
    bytes32 public constant AGENT_ROLE = keccak256("AGENT_ROLE");

    IdentityRegistry public immutable identityRegistry;
    bool public immutable restricted;
    bool public paused;

    mapping(address => bool) private _allowed;
    /// Set only inside forcedTransfer, so a recovery goes through while trading is paused.
    bool private _forcing;

    error UnverifiedReceiver(address wallet);
    error ReceiverNotAllowed(address wallet);
    error TokenPaused();

    event Paused(address agent);
    event Unpaused(address agent);
    event ForcedTransfer(address indexed from, address indexed to, uint256 amount);
    event AllowedChanged(address indexed wallet, bool allowed);

    constructor(
        string memory name_,
        string memory symbol_,
        IdentityRegistry registry,
        bool restricted_,
        address admin,
        address agent
    ) ERC20(name_, symbol_) {
        identityRegistry = registry;
        restricted = restricted_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(AGENT_ROLE, agent);
    }

    function decimals() public pure override returns (uint8) {
        return 0;
    }

    function isAllowed(address wallet) public view returns (bool) {
        return !restricted || _allowed[wallet];
    }

    function setAllowed(address wallet, bool allowed) external onlyRole(AGENT_ROLE) {
        _allowed[wallet] = allowed;
        emit AllowedChanged(wallet, allowed);
    }

    function mint(address to, uint256 amount) external onlyRole(AGENT_ROLE) {
        _mint(to, amount);
    }

    /// A trade between holders that the platform settles for them (the bulletin board), under every
    /// rule a holder's own transfer meets: not while paused, only to a verified (and allowed) wallet.
    function settleTransfer(address from, address to, uint256 amount) external onlyRole(AGENT_ROLE) {
        _transfer(from, to, amount);
    }

    function forcedTransfer(address from, address to, uint256 amount) external onlyRole(AGENT_ROLE) {
        _forcing = true;
        _transfer(from, to, amount);
        _forcing = false;
        emit ForcedTransfer(from, to, amount);
    }

    function pause() external onlyRole(AGENT_ROLE) {
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() external onlyRole(AGENT_ROLE) {
        paused = false;
        emit Unpaused(msg.sender);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (paused && !_forcing) revert TokenPaused();
        if (to != address(0)) {
            if (!identityRegistry.isVerified(to)) revert UnverifiedReceiver(to);
            if (!isAllowed(to)) revert ReceiverNotAllowed(to);
        }
        super._update(from, to, value);
    }
}
